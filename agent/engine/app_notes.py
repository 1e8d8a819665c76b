"""Notes from the app in the model's history: what the person did outside the chat that the
model must know about, such as undoing a change it made.

A note is a message with role "system" in the conversation's timeline (the transcript shows
it as a notice, never as the person's words). The model reads it in its next request, folded
into the person's next message: no provider sees two user messages in a row, and none sees a
system message in the middle of a conversation, which several refuse.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from agent.engine.blocks import Block, message_tokens
from agent.engine.messages import ChatMessage

if TYPE_CHECKING:
    from agent.models import Message

NOTE_PREFIX = "Note from the app (not written by the person):"


def undo_note(*, call_id: str, tool: str, version: int, restored: int, undo_version: int) -> str:
    """What the model is told when the person undid the change one of its calls made."""
    return (
        f"{NOTE_PREFIX} the person undid the change made by call {call_id} ({tool}, "
        f"version {version}). The resume is back as it was at version {restored}; the undo is "
        f"saved as version {undo_version}. Do not make that change again unless asked."
    )


def note_block(row: Message) -> Block:
    note = ChatMessage(role="user", content=row.content)
    return Block(
        seq=row.seq,
        messages=[note],
        tokens=message_tokens(note),
        starts_turn=False,
        note=True,
    )


def fold_notes(blocks: list[Block]) -> list[Block]:
    """Put each note into the person's next message; a note with nothing after it yet (the
    person undid a change while a question waits for their answer) stays a message of its
    own, after the results it follows."""
    folded: list[Block] = []
    notes: list[Block] = []
    for block in blocks:
        if block.note:
            notes.append(block)
            continue
        if notes and block.starts_turn:
            text = "\n\n".join(note.messages[0].content for note in [*notes, block])
            message = ChatMessage(role="user", content=text)
            # The turn starts at the first note, so a summary never skips one.
            block = replace(
                block, seq=notes[0].seq, messages=[message], tokens=message_tokens(message)
            )
        else:
            folded.extend(notes)
        notes = []
        folded.append(block)
    return folded + notes

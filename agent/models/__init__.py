"""The `agent` app's models, one module per part, all importable from here as before.

- `providers`: `Provider`, `Capability` (and `Strategy`, `CONFIGURED_FLAG_FIELDS`).
- `conversations`: the conversation store (`Conversation`, `Run`, `Message`, `ToolCall`,
  `LLMCall`, `VirtualFile`): the database enforces the pairing rules a provider checks.
- `review`: `Proposal`, `ChangeUndo`.
- `keys`: `ApiKey`.
- the evaluation's rows live in `agent.evaluation.models` (same app).
"""

# The evaluation's rows live in their own module (same app, migration 0011_evaluation).
from agent.evaluation.models import (
    CapabilityVersion,
    EvalCell,
    EvalResult,
    EvalRun,
    ProviderProbe,
)
from agent.models.conversations import (
    CallProblem,
    Conversation,
    LLMCall,
    Message,
    ResultStatus,
    Role,
    Run,
    RunStatus,
    ToolCall,
    VirtualFile,
)
from agent.models.keys import ApiKey, ApiKeyScope
from agent.models.providers import CONFIGURED_FLAG_FIELDS, Capability, Provider, Strategy
from agent.models.review import ChangeUndo, Proposal, ProposalStatus

__all__ = [
    "CONFIGURED_FLAG_FIELDS",
    "ApiKey",
    "ApiKeyScope",
    "CallProblem",
    "Capability",
    "CapabilityVersion",
    "ChangeUndo",
    "Conversation",
    "EvalCell",
    "EvalResult",
    "EvalRun",
    "LLMCall",
    "Message",
    "Proposal",
    "ProposalStatus",
    "Provider",
    "ProviderProbe",
    "ResultStatus",
    "Role",
    "Run",
    "RunStatus",
    "Strategy",
    "ToolCall",
    "VirtualFile",
]

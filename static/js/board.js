// The applications board: drag a card to another column (HTML5 drag and drop) and the move is
// posted as the card's own move buttons post it (htmx swaps in the new board). After a move,
// the moved card takes the focus, so a keyboard user goes on from where they were.
(function () {
  "use strict";
  let dragged = null;

  function column(target) {
    return target && target.closest ? target.closest(".board-column") : null;
  }

  document.addEventListener("dragstart", (event) => {
    const card = event.target.closest && event.target.closest(".app-card");
    if (!card) return;
    dragged = card;
    event.dataTransfer.setData("text/plain", card.dataset.id);
    event.dataTransfer.effectAllowed = "move";
    card.classList.add("dragging");
  });
  document.addEventListener("dragend", () => {
    if (dragged) dragged.classList.remove("dragging");
    dragged = null;
    document.querySelectorAll(".drop-target").forEach((c) => c.classList.remove("drop-target"));
  });
  document.addEventListener("dragover", (event) => {
    const target = column(event.target);
    if (!target || !dragged) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = "move";
    target.classList.add("drop-target");
  });
  document.addEventListener("dragleave", (event) => {
    const target = column(event.target);
    if (target && !target.contains(event.relatedTarget)) target.classList.remove("drop-target");
  });
  document.addEventListener("drop", (event) => {
    const target = column(event.target);
    if (!target || !dragged) return;
    event.preventDefault();
    target.classList.remove("drop-target");
    const card = dragged;
    if (column(card) === target) return;
    window.htmx.ajax("POST", card.dataset.moveUrl, {
      source: card,
      target: "#board",
      swap: "outerHTML",
      values: { status: target.dataset.status },
    });
  });
  document.addEventListener("htmx:afterSwap", () => {
    const moved = document.querySelector(".app-card[data-moved]");
    if (moved) moved.focus();
  });
})();

"""Faxes (`ocr_fax.square_pixels`, `ocr_fax.bilevel_picture`, `ocr_fax.bilevel`): a page received at
204 x 98 dpi and kept so (its type squashed to half its height) is stretched to square pixels;
a 1-bit page in an image-only PDF is read in its own pixels, smoothed, without the speckle
filter that erased its thin typewriter strokes; the fax machine's header line
(`ocr_fax.without_fax_header`) is kept out of the resume. Our own documents
(`corpus/degraded.py`)."""

from __future__ import annotations

import pytest
from PIL import Image

from resumes.importing.ocr_fax import square_pixels
from resumes.importing.parse import parse_bytes
from tests.resumes.importing.corpus import degraded
from tests.resumes.importing.corpus.scoring import content_recall


def test_a_picture_stored_at_204_by_98_dpi_is_stretched_to_square_pixels():
    fax = Image.new("L", (1700, 1100), 255)

    assert square_pixels(fax, (204, 98)).size == (1700, 2290)
    assert square_pixels(fax, (200, 200)).size == (1700, 1100)
    assert square_pixels(fax, None).size == (1700, 1100)


@pytest.mark.parametrize("make", [degraded.fax_png, degraded.fax_pdf], ids=["png", "pdf"])
def test_a_faxed_typewriter_resume_is_read(make):
    person = degraded.PEOPLE[1]
    truth = degraded.truth(person)

    document = parse_bytes(make(degraded.typewriter_pdf(person))).document

    assert document["basics"]["name"] == "Tomas Varga"  # the fax header is not the name
    assert document["basics"]["phone"].endswith("30 555 0192")  # nor its numbers the phone
    assert document["basics"]["email"].endswith("@example.net")  # not split after its dots
    work = document["work"]
    assert len(work) == 2
    for read, true in zip(work, truth["work"], strict=True):
        assert read["position"].startswith(true["position"])
        assert read["startDate"] == true["startDate"]
    assert content_recall(truth, document) >= 0.95

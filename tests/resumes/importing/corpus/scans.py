"""Scans and phone photos made from PDFs: each page rendered by PDFium, turned a little, with
paper noise (a scan) or uneven light, blur and JPEG compression (a photo); and image-only PDFs
holding such pages."""

from __future__ import annotations

import io
import random

import numpy as np
from PIL import Image, ImageFilter


def pages(pdf: bytes, dpi: int = 200, limit: int = 2) -> list[Image.Image]:
    import pypdfium2 as pdfium

    document = pdfium.PdfDocument(pdf)
    try:
        out = []
        for index in range(min(limit, len(document))):
            page = document[index]
            out.append(page.render(scale=dpi / 72).to_pil().convert("L"))
            page.close()
        return out
    finally:
        document.close()


def scanned(image: Image.Image, angle: float, seed: int = 1) -> Image.Image:
    """A flatbed scan: slightly turned, grey paper speckle."""
    rng = np.random.default_rng(seed)
    turned = image.rotate(angle, resample=Image.Resampling.BICUBIC, expand=True, fillcolor=255)
    pixels = np.asarray(turned, dtype=np.float32)
    pixels = pixels * 0.92 + rng.normal(0, 10, pixels.shape)
    specks = rng.random(pixels.shape) < 0.0015
    pixels[specks] = 40
    return Image.fromarray(np.clip(pixels, 0, 255).astype(np.uint8))


def photographed(image: Image.Image, angle: float, seed: int = 2) -> Image.Image:
    """A phone photo: turned, lit from one side, a little blurred, in colour."""
    rng = np.random.default_rng(seed)
    turned = image.rotate(angle, resample=Image.Resampling.BICUBIC, expand=True, fillcolor=235)
    pixels = np.asarray(turned, dtype=np.float32)
    height, width = pixels.shape
    light = np.linspace(0.72, 1.0, width)[None, :] * np.linspace(0.85, 1.0, height)[:, None]
    pixels = pixels * light + rng.normal(0, 4, pixels.shape)
    gray = Image.fromarray(np.clip(pixels, 0, 255).astype(np.uint8)).filter(
        ImageFilter.GaussianBlur(0.6)
    )
    return Image.merge("RGB", (gray, gray.point(lambda v: v * 0.97), gray.point(lambda v: v * 0.9)))


def encode(image: Image.Image, kind: str) -> bytes:
    buffer = io.BytesIO()
    if kind == "jpeg":
        image.convert("RGB").save(buffer, "JPEG", quality=80)
    elif kind == "png":
        image.save(buffer, "PNG")
    else:  # an image-only PDF, one picture per page
        image.convert("RGB").save(buffer, "PDF", resolution=200)
    return buffer.getvalue()


def image_pdf(images: list[Image.Image]) -> bytes:
    buffer = io.BytesIO()
    first, *rest = [i.convert("RGB") for i in images]
    first.save(buffer, "PDF", resolution=200, save_all=True, append_images=rest)
    return buffer.getvalue()


def angle_for(seed: int) -> float:
    return round(random.Random(seed).uniform(-3.0, 3.0), 1)

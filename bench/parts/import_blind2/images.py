"""Scans and phone photos made from a printed PDF: pdftoppm renders the pages; a scan gets
grey paper, speckle noise, a little blur and a 0.5-2° rotation (PNG, JPEG or an image-only
PDF); a photo gets a perspective warp on a desk, uneven light and JPEG compression."""

from __future__ import annotations

import io
import random
import subprocess
import tempfile
from pathlib import Path

import numpy as np
from PIL import Image, ImageFilter


def pages(pdf: bytes, dpi: int, gray: bool = True) -> list[Image.Image]:
    with tempfile.TemporaryDirectory() as temp:
        src = Path(temp) / "in.pdf"
        src.write_bytes(pdf)
        subprocess.run(
            [
                "pdftoppm",
                "-r",
                str(dpi),
                *(["-gray"] if gray else []),
                "-png",
                str(src),
                str(Path(temp) / "p"),
            ],
            check=True,
            timeout=120,
        )
        mode = "L" if gray else "RGB"
        return [Image.open(p).convert(mode) for p in sorted(Path(temp).glob("p*.png"))]


def _stack(images: list[Image.Image]) -> Image.Image:
    """Pages one under the other, as a long scan of a two-page resume would be."""
    width = max(i.width for i in images)
    out = Image.new(images[0].mode, (width, sum(i.height for i in images)), "white")
    y = 0
    for i in images:
        out.paste(i, (0, y))
        y += i.height
    return out


def _scan_page(page: Image.Image, rng: random.Random) -> Image.Image:
    arr = np.asarray(page, dtype=np.float32)
    arr = arr * 0.86 + 22  # grey paper, lighter ink
    noise = np.random.default_rng(rng.randrange(1 << 30)).normal(0, 9, arr.shape)
    arr = np.clip(arr + noise, 0, 255).astype(np.uint8)
    img = Image.fromarray(arr).filter(ImageFilter.GaussianBlur(0.7))
    angle = rng.choice([-1, 1]) * rng.uniform(0.5, 2.0)
    return img.rotate(angle, resample=Image.BICUBIC, expand=True, fillcolor=235)


def scan(pdf: bytes, fmt: str, seed: int) -> bytes:
    rng = random.Random(seed)
    imgs = [_scan_page(p, rng) for p in pages(pdf, 200)]
    out = io.BytesIO()
    if fmt == "pdf":
        imgs[0].save(out, "PDF", resolution=200, save_all=True, append_images=imgs[1:])
    elif fmt == "jpg":
        _stack(imgs).save(out, "JPEG", quality=78)
    else:
        _stack(imgs).save(out, "PNG", optimize=True)
    return out.getvalue()


def _coeffs(dst: list[tuple], src: list[tuple]) -> list[float]:
    """PERSPECTIVE coefficients that map output points dst to input points src."""
    rows = []
    for (x, y), (u, v) in zip(dst, src, strict=True):
        rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        rows.append([0, 0, 0, x, y, 1, -v * x, -v * y])
    rhs = np.array([c for p in src for c in p], dtype=float)
    return list(np.linalg.solve(np.array(rows, dtype=float), rhs))


def photo(pdf: bytes, seed: int) -> bytes:
    rng = random.Random(seed)
    page = _stack(pages(pdf, 170, gray=False))
    w, h = page.size
    pad = int(w * 0.08)
    desk = Image.new("RGB", (w + 2 * pad, h + 2 * pad), (92, 74, 58))
    desk.paste(page, (pad, pad))
    W, H = desk.size

    def jig(x, y):
        return (x + rng.uniform(-0.035, 0.035) * W, y + rng.uniform(-0.03, 0.03) * H)

    corners = [(pad, pad), (pad + w, pad), (pad + w, pad + h), (pad, pad + h)]
    # where the page's corners land in the photo: a phone held a little off square
    landed = [
        jig(pad * 0.6, pad * 0.9),
        jig(W - pad * 0.4, pad * 0.5),
        jig(W - pad * 0.9, H - pad * 0.7),
        jig(pad * 0.8, H - pad * 0.4),
    ]
    warped = desk.transform(
        (W, H), Image.PERSPECTIVE, _coeffs(landed, corners), Image.BICUBIC, fillcolor=(70, 60, 50)
    )
    arr = np.asarray(warped, dtype=np.float32)
    yy, xx = np.mgrid[0:H, 0:W]
    cx, cy = rng.uniform(0.2, 0.8) * W, rng.uniform(0.1, 0.5) * H
    light = 1.08 - 0.38 * np.hypot(xx - cx, yy - cy) / np.hypot(W, H)
    arr = arr * light[..., None] * np.array([1.0, 0.97, 0.9])  # warm indoor light
    img = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8)).filter(
        ImageFilter.GaussianBlur(0.8)
    )
    out = io.BytesIO()
    img.save(out, "JPEG", quality=80)
    return out.getvalue()

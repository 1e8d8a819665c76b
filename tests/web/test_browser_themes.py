"""The theme gallery in a real Chromium (desktop and 390 px phone): a thumbnail of the
person's own resume per theme, drawn at A4 width and scaled into its card, the current one
marked; picking one redraws the preview in that theme. No console error, CSP refusal or
failed request on the way (ConsoleWatch). CVAGENT_SCREENSHOTS=1 saves the README's shots."""

from __future__ import annotations

import pytest
from django.conf import settings

from resumes.models import Resume
from resumes.rendering import THEMES
from tests.web.browser import shot, sign_in, user_with_resume, watched_page

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

# Each card: its theme, where it sits, how wide its drawn resume is, whether the "current"
# badge shows; and whether anything is wider than the screen.
CARDS = """() => {
  const cards = Array.from(document.querySelectorAll('#theme-gallery .theme-card'));
  return {
    pageWidth: document.documentElement.scrollWidth,
    screenWidth: window.innerWidth,
    cards: cards.map((card) => {
      const box = card.getBoundingClientRect();
      const thumb = card.querySelector('.theme-thumb').getBoundingClientRect();
      const sheet = card.querySelector('.theme-thumb .cv').getBoundingClientRect();
      const badge = card.querySelector('.theme-badge-current');
      return {
        theme: card.dataset.theme, left: box.left, right: box.right, top: box.top,
        thumbWidth: thumb.width, sheetWidth: sheet.width, sheetHeight: sheet.height,
        current: getComputedStyle(badge).display !== 'none',
        name: card.querySelector('.theme-card-name').textContent,
      };
    }),
  };
}"""


def _open_gallery(page, resume, *, phone: bool = False):
    page.goto(f"/resumes/{resume.pk}/")
    if phone:
        page.click(".mobile-tabs >> [data-view=resume]")
    page.click("#tab-theme")
    page.wait_for_selector(f"#theme-gallery .theme-card >> nth={len(THEMES) - 1}")
    # The themes' stylesheets come with the gallery: measure once they apply.
    # (A polled evaluate: wait_for_function's string form is eval, which the CSP refuses.)
    loaded = (
        "() => Array.from(document.querySelectorAll('#theme-gallery link')).every((l) => l.sheet)"
    )
    for _ in range(100):
        if page.evaluate(loaded):
            break
        page.wait_for_timeout(100)
    return page.evaluate(CARDS)


def _check_cards(found, current: str):
    cards = found["cards"]
    assert [card["theme"] for card in cards] == list(THEMES)
    assert found["pageWidth"] <= found["screenWidth"], found["pageWidth"]
    for card in cards:
        # The whole A4 sheet is drawn, scaled to the card: as wide as the thumbnail.
        assert abs(card["sheetWidth"] - card["thumbWidth"]) <= 4, card
        assert card["sheetHeight"] > card["sheetWidth"] * 0.5, card
        assert card["right"] <= found["screenWidth"], card
        assert card["name"].strip()
    assert [card["theme"] for card in cards if card["current"]] == [current]


def test_gallery_on_a_laptop_picks_a_theme(browser, live_server_url):
    resume = user_with_resume()
    context, page, watch = watched_page(browser, live_server_url)
    sign_in(page, "ada")

    found = _open_gallery(page, resume)

    _check_cards(found, "classic")
    assert len({card["top"] for card in found["cards"][:4]}) == 1  # a row of four or more
    shot(page.locator("#panel-theme"), "theme-gallery")
    page.click("#theme-gallery .theme-card[data-theme=sidebar]")
    page.wait_for_function("() => !!document.querySelector('#preview .cv--sidebar')")
    assert Resume.objects.get(pk=resume.pk).theme == "sidebar"
    _check_cards(page.evaluate(CARDS), "sidebar")
    watch.assert_clean("the theme gallery on a laptop")
    context.close()


def test_gallery_at_phone_width_in_chinese(browser, live_server_url):
    resume = user_with_resume(language="zh-hans", title="我的简历")
    context, page, watch = watched_page(
        browser, live_server_url, viewport={"width": 390, "height": 844}, is_mobile=True
    )
    context.add_cookies(
        [{"name": settings.LANGUAGE_COOKIE_NAME, "value": "zh-hans", "url": live_server_url}]
    )
    sign_in(page, "ada")

    found = _open_gallery(page, resume, phone=True)

    _check_cards(found, "classic")
    lefts = sorted({round(card["left"]) for card in found["cards"]})
    assert len(lefts) == 2, lefts  # two cards to a row
    assert "个人简历（照片）" in [card["name"].strip() for card in found["cards"]]
    shot(page, "theme-gallery-phone-zh")
    # The gallery links every theme's stylesheet: the preview keeps its phone layout (one
    # column) all the same.
    for theme in ("sidebar", "modern"):
        page.click(f"#theme-gallery .theme-card[data-theme={theme}]")
        page.wait_for_selector(f"#preview .cv--{theme}", state="attached")
        # The tracks of the grid (the preview's tab is hidden, so the style is as written:
        # "minmax(0px, 1fr)" is one track).
        columns = page.evaluate(
            "(theme) => getComputedStyle(document.querySelector('#preview .cv--' + theme))"
            ".gridTemplateColumns.replace(/minmax\\([^)]*\\)/g, 'M').trim().split(/\\s+/).length",
            theme,
        )
        assert columns == 1, theme
    page.click("#theme-gallery .theme-card[data-theme=jianli]")
    page.wait_for_function("() => !!document.querySelector('#preview .cv--jianli')")
    assert Resume.objects.get(pk=resume.pk).theme == "jianli"
    assert "个人简历" in page.inner_text("#preview")
    page.click("#tab-preview")
    page.wait_for_selector("#preview .cv--jianli .cv-facts")
    shot(page, "theme-jianli-phone-zh")
    watch.assert_clean("the theme gallery at phone width")
    context.close()

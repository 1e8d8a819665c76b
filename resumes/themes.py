"""The theme registry: every theme a resume can be shown and exported in, with what a person
picking one needs to know (name, columns, the scripts it was made for, a description) and what
the renderer needs (its stylesheets, the order of its sections, its cover letter look).

A theme is a template `resumes/themes/<slug>.html` and stylesheets `static/themes/<slug>.css`
(screen and paper) and `<slug>.print.css` (the PDF's page rules). Themes added after the first
three also load `themes/plain.css`: rules that keep the PDF's text layer readable by a
tracking system (no letter-spacing, no case changes, separators with spaces around them).
`resumes.models.Theme`, the database's choices, is made from this registry.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _

SANS = (
    '"Noto Sans CJK SC", "Source Han Sans SC", "Noto Sans SC", "PingFang SC", '
    '"Microsoft YaHei", "Helvetica Neue", Arial, "Liberation Sans", sans-serif'
)
SERIF = (
    '"Noto Serif CJK SC", "Source Han Serif SC", "Songti SC", "STSong", SimSun, '
    'Georgia, "Times New Roman", "Liberation Serif", serif'
)


@dataclass(frozen=True)
class LetterLook:
    """How a cover letter looks beside a resume in the theme: its accent, type and header."""

    accent: str = "#1f3a5f"
    serif: bool = False
    header: str = "rule"  # "rule" (a line under the letterhead), "band" (tinted), "center"

    @property
    def font(self) -> str:
        return SERIF if self.serif else SANS

    def css(self, selector: str) -> str:
        """The look as CSS for `selector` (trusted text: every value ships with the app)."""
        return (
            f"{selector} {{ --letter-accent: {self.accent}; --letter-font: {self.font}; "
            f"font-family: {self.font}; }}"
        )


@dataclass(frozen=True)
class ThemeInfo:
    slug: str
    name: str | Promise
    columns: int
    scripts: tuple[str, ...]
    description: str | Promise
    letter: LetterLook = field(default_factory=LetterLook)
    # Section keys shown first, in this order (the rest keep the usual order).
    lead_sections: tuple[str, ...] = ()
    # Older themes style their own text; newer ones share the readable text layer rules.
    plain: bool = True
    # Whether the theme shows `basics.image` (a tracking system gains nothing from a photo).
    photo: bool = True

    def as_json(self) -> dict:
        return {
            "slug": self.slug,
            "name": str(self.name),
            "columns": self.columns,
            "scripts": list(self.scripts),
        }


REGISTRY: tuple[ThemeInfo, ...] = (
    ThemeInfo(
        "classic",
        _("Classic"),
        1,
        ("latin", "cjk"),
        _("A single calm column with classic serif type."),
        LetterLook("#1c2b40", serif=True, header="center"),
        plain=False,
    ),
    ThemeInfo(
        "modern",
        _("Modern"),
        2,
        ("latin", "cjk"),
        _("Two columns with a sidebar for skills and contact details."),
        LetterLook("#1d4e89", header="band"),
        plain=False,
    ),
    ThemeInfo(
        "compact",
        _("Compact"),
        1,
        ("latin", "cjk"),
        _("Tighter spacing that fits more on one page."),
        LetterLook("#1f3a5f"),
        plain=False,
    ),
    ThemeInfo(
        "ats",
        _("Plain (ATS)"),
        1,
        ("latin", "cjk"),
        _("One plain column that applicant tracking systems read best: no colour, no columns."),
        LetterLook("#222222"),
        photo=False,
    ),
    ThemeInfo(
        "academic",
        _("Academic CV"),
        1,
        ("latin", "cjk"),
        _("A scholar's CV in serif type: education and publications first."),
        LetterLook("#4a1d1d", serif=True, header="center"),
        lead_sections=("education", "publications", "work", "projects", "awards"),
    ),
    ThemeInfo(
        "onepage",
        _("One page"),
        1,
        ("latin", "cjk"),
        _("Small type and narrow margins to keep a resume on one page."),
        LetterLook("#2f4858"),
    ),
    ThemeInfo(
        "sidebar",
        _("Sidebar"),
        2,
        ("latin", "cjk"),
        _("Your experience on the left, contact details and skills in a column on the right."),
        LetterLook("#0f766e", header="band"),
    ),
    ThemeInfo(
        "elegant",
        _("Elegant"),
        1,
        ("latin", "cjk"),
        _("Serif headings in a deep red with a fine rule, generous spacing."),
        LetterLook("#8c2f39", serif=True),
    ),
    ThemeInfo(
        "minimal",
        _("Minimal"),
        1,
        ("latin", "cjk"),
        _("Quiet grey headings without rules, light type and lots of white space."),
        LetterLook("#444c56"),
    ),
    ThemeInfo(
        "jianli",
        _("Chinese profile (photo)"),
        1,
        ("cjk", "latin"),
        _("A Chinese 个人简历: a photo and a grid of personal details, then each section."),
        LetterLook("#1e4d8c", header="band"),
    ),
    ThemeInfo(
        "zh-formal",
        _("Chinese formal"),
        1,
        ("cjk", "latin"),
        _("Song type and a centred name, for state-owned firms and public institutions."),
        LetterLook("#9b1c1c", serif=True, header="center"),
    ),
    ThemeInfo(
        "zh-fresh",
        _("Chinese fresh"),
        1,
        ("cjk", "latin"),
        _("Hei type with tinted section bars, set for Chinese line spacing."),
        LetterLook("#0e7490", header="band"),
    ),
)

# The words a theme writes itself (the 个人简历 grid's labels), in the resume's language: like
# the section headings, they follow the resume, not the person's interface language.
THEME_WORDS: dict[str, dict[str, str]] = {
    "en": {
        "title": "Resume",
        "name": "Name",
        "objective": "Job target",
        "phone": "Phone",
        "email": "Email",
        "website": "Website",
        "location": "Location",
        "colon": ": ",
    },
    "zh-hans": {
        "title": "个人简历",
        "name": "姓名",
        "objective": "求职意向",
        "phone": "电话",
        "email": "邮箱",
        "website": "个人主页",
        "location": "现居地",
        "colon": "：",
    },
}

BY_SLUG: dict[str, ThemeInfo] = {theme.slug: theme for theme in REGISTRY}
THEMES: tuple[str, ...] = tuple(theme.slug for theme in REGISTRY)
DEFAULT_THEME = "classic"


def theme_info(slug: str) -> ThemeInfo:
    """The theme of that slug, or the default one for a slug no longer known."""
    return BY_SLUG.get(slug) or BY_SLUG[DEFAULT_THEME]

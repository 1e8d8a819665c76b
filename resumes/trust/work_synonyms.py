"""Other names of everyday work (guard6, issue 28), read by `aliases.toward` like its own
groups: British and American words for one task (a roster is a schedule, stock is inventory),
an office's abbreviation of a system written out in either language (HRIS), a period close
by its noun or its -ing form, a clinical procedure by its Latin, its everyday and its Chinese
name. Each group names one thing; the first is only a label. ESCO gives "staff rostering" and
"staff scheduling", "stock control" and "inventory management" as one skill's labels."""

from __future__ import annotations

WORK_SYNONYMS: tuple[tuple[str, ...], ...] = (
    ("rostering", "scheduling", "rota planning", "rota management", "排班"),
    ("rosters", "schedules", "rotas"),
    (
        "stock control",
        "inventory control",
        "stock management",
        "inventory management",
        "库存管理",
        "库存控制",
    ),
    ("stocktaking", "stock take", "stock-taking", "inventory counts", "inventory counting", "盘点"),
    (
        "hris",
        "human resources information system",
        "human resources information systems",
        "human resource information system",
        "human resource information systems",
        "人力资源信息系统",
    ),
    (
        "month-end close",
        "month-end closing",
        "month end close",
        "month end closing",
        "monthly close",
        "monthly closing",
        "月结",
    ),
    ("year-end close", "year-end closing", "year end close", "year end closing", "年结"),
    ("venipuncture", "venepuncture", "phlebotomy", "blood draws", "静脉穿刺", "静脉采血"),
)

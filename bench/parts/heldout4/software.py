"""Held-out set 4: software (embedded firmware, iOS, test development), with two neighbouring-role
distractor resumes."""

from __future__ import annotations

from bench.parts.heldout4.kit import Part, posting_text, resume

part = Part("software")

part.posting(
    "firmware",
    "en",
    posting_text(
        "en",
        1,
        "Embedded Firmware Engineer – Connected Irrigation Controllers",
        "Rainline builds smart irrigation for farms; our cloud dashboard runs on AWS and our "
        "growers' app is written in Flutter.",
        [
            "Write embedded C for ARM Cortex-M microcontrollers running FreeRTOS",
            "Bring up drivers for SPI, I2C and UART sensors",
            "Maintain the CAN bus protocol between valve modules",
            "Own the bootloader and over-the-air update path",
            "Debug with JTAG, a logic analyzer and an oscilloscope",
        ],
        ["BS in Electrical or Computer Engineering", "3+ years of firmware", "Git"],
        ["Zephyr RTOS", "Rust for embedded", "ISO 26262 or IEC 61508 exposure"],
        ["Equity", "Annual hardware budget"],
        ["$125,000–$155,000.", "Rainline is an equal opportunity employer."],
    ),
    resume(
        "Ivan Petrenko",
        "Firmware Engineer",
        "ivan.fw@example.com",
        ("Fresno", "US"),
        "Firmware engineer for battery-powered field devices; from board bring-up to OTA.",
        [
            (
                "Hunter Industries",
                "Embedded Software Engineer",
                "2020-02",
                "",
                [
                    "Embedded C on STM32 (ARM Cortex-M4) with FreeRTOS",
                    "Wrote SPI, I²C and UART drivers for soil sensors",
                    "CAN 2.0B messaging between pump modules",
                    "Secure bootloader and OTA updates for 40k devices",
                    "Board bring-up with JTAG (SEGGER J-Link), logic analyzer and oscilloscope",
                    "Git and Gerrit reviews",
                ],
            )
        ],
        [("Cal Poly San Luis Obispo", "Computer Engineering", "BS", "2019-06")],
        [
            (
                "Firmware",
                [
                    "embedded C",
                    "FreeRTOS",
                    "ARM Cortex-M",
                    "SPI",
                    "UART",
                    "bootloader",
                    "JTAG",
                    "oscilloscope",
                    "Git",
                ],
            )
        ],
    ),
    present=[
        "embedded C",
        "ARM Cortex-M",
        "FreeRTOS",
        "SPI",
        "I2C",
        "UART",
        "CAN bus",
        "bootloader",
        "JTAG",
        "oscilloscope",
        "Git",
        "over-the-air",
    ],
    missing=["Zephyr", "Rust", "ISO 26262"],
    variants=[("I2C", "I²C"), ("CAN bus", "CAN 2.0B"), ("over-the-air", "OTA")],
    junk=["AWS", "Flutter", "Equity"],
    aliases={"I2C": ["I²C", "IIC"], "CAN bus": ["CAN"], "over-the-air": ["OTA"]},
)

part.posting(
    "ios",
    "en",
    posting_text(
        "en",
        2,
        "Senior iOS Engineer",
        "Hopwise is a ride-hailing marketplace in 40 cities; our backend is Go microservices "
        "on GCP.",
        [
            "Build rider features in Swift with SwiftUI and UIKit",
            "Use Combine for reactive state; persist trips in Core Data",
            "Consume REST APIs from the platform team",
            "Write XCTest unit and UI tests; keep CI/CD green",
            "Ship to the App Store every two weeks and champion accessibility",
        ],
        ["5+ years of iOS", "Deep Swift knowledge"],
        ["Kotlin Multiplatform", "GraphQL", "Objective-C legacy code"],
        ["Relocation package", "Monthly ride credits"],
        ["$160,000–$195,000 + equity.", "Hopwise is an equal opportunity employer."],
    ),
    resume(
        "Mei Tanaka",
        "iOS Developer",
        "mei.tanaka.ios@example.com",
        ("Seattle", "US"),
        "iOS developer, seven years, consumer apps with millions of users.",
        [
            (
                "Zillow",
                "Senior iOS Developer",
                "2020-04",
                "",
                [
                    "Rebuilt search screens in SwiftUI, interoperating with UIKit",
                    "Combine pipelines for map state; offline favorites in Core Data",
                    "Integrated RESTful services with Codable",
                    "XCTest coverage from 35% to 70%; Fastlane + Bitrise CI",
                    "Biweekly App Store releases; VoiceOver and Dynamic Type accessibility audits",
                ],
            )
        ],
        [("University of Washington", "Informatics", "BS", "2017-06")],
        [("iOS", ["Swift", "SwiftUI", "UIKit", "Combine", "Core Data", "XCTest", "accessibility"])],
    ),
    present=[
        "Swift",
        "SwiftUI",
        "UIKit",
        "Combine",
        "Core Data",
        "REST APIs",
        "XCTest",
        "CI/CD",
        "App Store",
        "accessibility",
    ],
    missing=["Kotlin", "GraphQL", "Objective-C"],
    variants=[("REST APIs", "RESTful services"), ("CI/CD", "Bitrise CI")],
    junk=["Go microservices", "GCP", "Relocation package"],
    aliases={"REST APIs": ["RESTful", "REST"], "CI/CD": ["continuous integration", "CI"]},
)

part.posting(
    "test-dev",
    "zh",
    posting_text(
        "zh",
        0,
        "测试开发工程师",
        "公司是领先的在线教育平台，服务超过5000万学员。",
        [
            "搭建并维护自动化测试框架（Python + pytest）",
            "负责接口测试及UI自动化（Selenium）",
            "使用JMeter开展性能测试",
            "将测试接入Jenkins持续集成",
            "编写SQL校验数据",
        ],
        ["计算机相关专业本科", "熟悉Linux常用命令", "3年以上测试开发经验"],
        ["会Appium移动端自动化", "会Go语言", "了解K8s"],
        ["免费三餐", "年度体检"],
        ["薪资：20-35K·15薪", "公司为平等机会雇主。"],
    ),
    resume(
        "贺俊杰",
        "测试开发工程师",
        "hejunjie@example.com",
        ("北京", "CN"),
        "测试开发4年，主导过两个自动化测试平台建设。",
        [
            (
                "北京某互联网公司",
                "高级测试工程师",
                "2021-03",
                "",
                [
                    "基于Python与pytest搭建自动化测试框架，覆盖核心用例1500条",
                    "负责API测试及Selenium UI自动化",
                    "使用JMeter压测，定位数据库慢查询",
                    "测试流水线接入Jenkins，每次提交自动回归",
                    "编写SQL进行数据校验，熟练使用Linux",
                ],
            )
        ],
        [("北京邮电大学", "软件工程", "本科", "2021-06")],
        [
            (
                "技能",
                ["Python", "pytest", "Selenium", "JMeter", "Jenkins", "Linux", "SQL", "自动化测试"],
            )
        ],
    ),
    present=[
        "自动化测试",
        "Python",
        "pytest",
        "接口测试",
        "Selenium",
        "JMeter",
        "性能测试",
        "Jenkins",
        "SQL",
        "Linux",
    ],
    missing=["Appium", "Go", "K8s"],
    variants=[("接口测试", "API测试"), ("性能测试", "压测")],
    junk=["在线教育", "免费三餐", "年度体检"],
    aliases={
        "接口测试": ["API测试", "API testing"],
        "性能测试": ["压测", "performance testing"],
        "K8s": ["Kubernetes"],
        "Go": ["Golang"],
    },
)

part.distractor(
    "it-support",
    resume(
        "Derek Holloway",
        "IT Support Technician",
        "derek.it@example.com",
        ("Fresno", "US"),
        "Desktop support for a 500-person hospital network.",
        [
            (
                "Community Health System",
                "IT Support Technician II",
                "2019-08",
                "",
                [
                    "Resolve tickets in ServiceNow",
                    "Image laptops with SCCM",
                    "Reset accounts in Active Directory",
                ],
            )
        ],
        [("Fresno City College", "Network Technology", "AS", "2019-05")],
        [("Skills", ["Active Directory", "ServiceNow", "Windows 11", "SCCM"])],
        [("CompTIA A+", "CompTIA", "2019-09")],
    ),
)
part.distractor(
    "ops-engineer",
    resume(
        "邵明",
        "运维工程师",
        "shaoming.yw@example.com",
        ("北京", "CN"),
        "Linux运维5年。",
        [
            (
                "北京某云服务公司",
                "运维工程师",
                "2019-07",
                "",
                ["维护300台Linux服务器", "编写Shell脚本实现巡检", "Zabbix监控告警"],
            )
        ],
        [("北京信息科技大学", "网络工程", "本科", "2019-06")],
        [("技能", ["Linux", "Shell", "Zabbix", "Nginx"])],
    ),
)

PARTS = (part,)

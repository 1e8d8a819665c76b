"""The third held-out set's English postings, part 4 of 4: each with its intended
resume and ground truth, written by hand by an evaluator who never read the matcher, the guard
or their data."""

from __future__ import annotations

from bench.parts.heldout3.kit import EN_BENEFITS as B
from bench.parts.heldout3.kit import EN_LEGAL as L
from bench.parts.heldout3.kit import cv, posting, postings_part

POSTINGS, RESUMES, add = postings_part()


add(
    posting(
        "h3-weld-en",
        "welding",
        "en",
        f"""Structural Welder / Fitter - 1st Shift
Great Lakes Fabrication builds steel for bridges, stadiums and industrial plants. AISC
certified shop, 180,000 sq ft in Toledo, Ohio.

Requirements:
- 3+ years of structural welding in a fabrication shop
- FCAW and SMAW in all positions
- AWS D1.1 certification (or pass our test on hire)
- Read blueprints and weld symbols
- Fit-up with tape, square and levels; overhead crane operation

Preferred:
- GMAW pulse and submerged arc (SAW)
- Forklift certification
- OSHA 10

$24 - $32 per hour, overtime available, annual tool allowance, safety boot reimbursement.
{B[0]}
{L[0]}""",
        "h3-r-weld-en",
        present=[
            "structural welding",
            "FCAW",
            "SMAW",
            "all positions",
            "AWS D1.1",
            "blueprints",
            "weld symbols",
            "fit-up",
            "overhead crane",
            "forklift",
        ],
        missing=["submerged arc", "OSHA 10", "GMAW pulse"],
        variants=[("SMAW", "stick welding"), ("FCAW", "flux-core")],
        junk=["AISC", "stadiums", "tool allowance", "safety boot"],
        aliases={
            "SMAW": ["stick welding", "shielded metal arc welding"],
            "FCAW": ["flux-core", "flux cored arc welding"],
        },
    ),
    cv(
        "Tyler Brzezinski",
        "Welder-Fitter",
        "tyler.brz@weldermail.com",
        "Toledo",
        "US",
        "Structural welder, six years in fabrication shops; stick welding and flux-core in "
        "all positions.",
        [
            (
                "Maumee Steel Works",
                "Welder-Fitter",
                "2019-04",
                None,
                [
                    "Structural welding of beams, columns and moment connections",
                    "Flux-core and stick welding, all positions, to AWS D1.1",
                    "Read blueprints and weld symbols; fit-up of plate and pipe",
                    "Overhead crane and forklift operation (certified)",
                ],
            ),
        ],
        [("Penta Career Center", "Welding Technology", "Certificate", "2018")],
        {
            "Welding": ["stick welding", "flux-core", "fit-up", "blueprints"],
            "Equipment": ["overhead crane", "forklift", "plasma cutter"],
        },
        [("AWS D1.1 3G/4G certification", "American Welding Society", "2019-02")],
    ),
)


add(
    posting(
        "h3-ecom-en",
        "ecommerce",
        "en",
        f"""E-commerce Operations Specialist - Amazon Marketplace
Brightnest Home sells kitchen and storage products on Amazon, Walmart and our own Shopify store
(top 1% of Amazon home brands, $45M revenue).

Requirements:
- 2+ years managing Amazon Seller Central accounts
- Listing optimization: titles, bullet points, A+ Content
- FBA inventory planning and replenishment
- Amazon PPC (Sponsored Products, Sponsored Brands)
- Account health, case management and policy compliance
- Excel (VLOOKUP, pivot tables)

Preferred:
- Helium 10 or Jungle Scout
- Walmart Marketplace
- Shopify

$58,000 - $70,000 + bonus, employee product discount.
{B[2]}
{L[1]}""",
        "h3-r-ecom-en",
        present=[
            "Amazon Seller Central",
            "listing optimization",
            "A+ Content",
            "FBA",
            "inventory planning",
            "Amazon PPC",
            "Sponsored Products",
            "account health",
            "Excel",
            "Helium 10",
        ],
        missing=["Walmart Marketplace", "Shopify", "Sponsored Brands"],
        variants=[("FBA", "Fulfillment by Amazon"), ("Amazon PPC", "Amazon Advertising")],
        junk=["kitchen and storage products", "top 1%", "product discount", "LinkedIn Learning"],
        aliases={"FBA": ["Fulfillment by Amazon"], "Amazon PPC": ["Amazon Advertising"]},
    ),
    cv(
        "Jasmine Thornbury",
        "Amazon Account Manager",
        "jasmine.thornbury@ecommail.com",
        "Austin",
        "US",
        "Marketplace operator: Amazon Seller Central for three home and pet brands.",
        [
            (
                "Lone Star Brands",
                "Amazon Account Manager",
                "2021-09",
                None,
                [
                    "Run Amazon Seller Central for 380 ASINs; listing optimization and A+ Content",
                    "Inventory planning for Fulfillment by Amazon across 4 warehouses",
                    "Amazon Advertising: Sponsored Products campaigns at 18% ACoS",
                    "Account health and policy cases, reinstated 12 listings",
                    "Weekly reports in Excel with pivot table summaries; keyword research in "
                    "Helium 10",
                ],
            ),
        ],
        [("Texas State University", "Business Administration", "BBA", "2021")],
        {
            "Marketplace": ["Amazon Seller Central", "listing optimization", "Amazon Advertising"],
            "Tools": ["Helium 10", "Excel"],
        },
    ),
)


add(
    posting(
        "h3-trade-en",
        "foreign_trade",
        "en",
        f"""Export Merchandiser - Apparel (Woven and Knit)
Pacific Thread Sourcing connects US fashion brands with 35 partner factories in China,
Vietnam and Bangladesh. Our office in Ho Chi Minh City is hiring.

Requirements:
- 3+ years of garment merchandising for export
- Tech packs, fit samples and size specs
- Lab dips, strike-offs and fabric sourcing
- Production follow-up and on-time delivery from PO to shipment
- Incoterms (FOB, CIF) and letter of credit documents
- English for daily buyer communication

Preferred:
- Mandarin Chinese
- AQL inspection
- PLM systems such as Centric

USD 1,400 - 2,000 per month, 13th-month salary, health insurance.
{B[2]}
{L[1]}""",
        "h3-r-trade-en",
        present=[
            "garment merchandising",
            "tech packs",
            "fit samples",
            "lab dips",
            "fabric sourcing",
            "production follow-up",
            "Incoterms",
            "letter of credit",
            "English",
            "AQL inspection",
        ],
        missing=["Mandarin", "PLM", "Centric", "strike-offs"],
        variants=[("letter of credit", "L/C"), ("production follow-up", "order follow-up")],
        junk=["35 partner factories", "13th-month salary", "fashion brands", "Office 365"],
        aliases={
            "letter of credit": ["L/C", "LC", "信用证"],
            "production follow-up": ["order follow-up", "跟单"],
        },
    ),
    cv(
        "Nguyen Thi Thu Trang",
        "Merchandiser",
        "thutrang.nguyen@trademail.com",
        "Ho Chi Minh City",
        "VN",
        "Garment merchandiser for US and EU buyers, woven and knit tops.",
        [
            (
                "Saigon Garment Export Co.",
                "Senior Merchandiser",
                "2020-01",
                None,
                [
                    "Garment merchandising for 6 US brands, 1.2 million pieces a year",
                    "Tech packs, fit samples and size specs with buyers' technical teams",
                    "Lab dips approval and fabric sourcing from mills in Vietnam and Korea",
                    "Order follow-up from PO to shipment, 96% on-time delivery",
                    "FOB and CIF terms under Incoterms; prepared L/C documents",
                    "AQL inspection before shipment with third-party QC",
                ],
            ),
        ],
        [("Foreign Trade University", "International Business", "Bachelor", "2017")],
        {"Merchandising": ["garment merchandising", "tech packs", "fabric sourcing", "Incoterms"]},
        [],
        [("Vietnamese", "Native"), ("English", "Fluent")],
    ),
)

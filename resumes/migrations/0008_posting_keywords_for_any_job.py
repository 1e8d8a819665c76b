"""Extract the keywords of every stored posting again with the extractor for any job (ESCO
terms, credentials, required/preferred and the line that asks for each), so postings saved
before it lose keywords like "s" and "4hana" and gain their evidence. Reversing keeps them."""

from __future__ import annotations

from django.db import migrations


def extract_again(apps, schema_editor):
    from resumes.postings.keywords import extract_keywords

    JobPosting = apps.get_model("resumes", "JobPosting")
    for posting in JobPosting.objects.only("pk", "description").iterator():
        keywords = [k.as_dict() for k in extract_keywords(posting.description)]
        JobPosting.objects.filter(pk=posting.pk).update(keywords=keywords)


class Migration(migrations.Migration):
    dependencies = [("resumes", "0007_cover_letter_recipient")]

    operations = [migrations.RunPython(extract_again, migrations.RunPython.noop)]

"""Share links can hide email, phone and street address.

Links made before keep showing what they showed (the three flags are set for them); a new
link hides all three unless its owner ticks them.
"""

from django.db import migrations, models


def _field(default: bool) -> models.BooleanField:
    return models.BooleanField(default=default)


class Migration(migrations.Migration):
    dependencies = [("resumes", "0003_review")]

    operations = [
        # default=True fills the existing rows; the default for new links is then False.
        migrations.AddField("sharelink", "show_email", _field(True)),
        migrations.AddField("sharelink", "show_phone", _field(True)),
        migrations.AddField("sharelink", "show_address", _field(True)),
        migrations.AlterField("sharelink", "show_email", _field(False)),
        migrations.AlterField("sharelink", "show_phone", _field(False)),
        migrations.AlterField("sharelink", "show_address", _field(False)),
    ]

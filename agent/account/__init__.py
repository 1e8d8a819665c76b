"""A person's data in and out: "Download all my data" (`archive.write_user_archive`, a zip)
and "Delete my account" (`deletion.delete_account`), from the settings page (`views`) and as
the commands `export_user_data` and `delete_user`. See docs/account.md."""

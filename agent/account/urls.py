"""The "Your data" settings pages: download all my data, delete my account."""

from __future__ import annotations

from django.urls import path

from agent.account import views

urlpatterns = [
    path("data/", views.account_data, name="account_data"),
    path("data/export/", views.account_export, name="account_export"),
    path("data/delete/", views.account_delete, name="account_delete"),
]

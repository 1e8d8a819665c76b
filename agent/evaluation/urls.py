"""Staff pages of the evaluation and the usage statistics (mounted under /staff/)."""

from __future__ import annotations

from django.urls import path

from agent.evaluation import views

urlpatterns = [
    path("evaluation/", views.evaluation_list, name="evaluation_list"),
    path("evaluation/start/", views.evaluation_start, name="evaluation_start"),
    path("evaluation/<int:eval_run_id>/", views.evaluation_detail, name="evaluation_detail"),
    path("evaluation/results/<int:result_id>/", views.evaluation_result, name="evaluation_result"),
    path("usage/", views.usage, name="usage_stats"),
]

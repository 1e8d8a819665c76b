"""Staff pages of the evaluation and the usage statistics (mounted under /staff/)."""

from __future__ import annotations

from django.urls import include, path

from agent.evaluation import views

# The evaluation: /staff/evaluation/...
evaluation_routes = [
    path("", views.evaluation_list, name="evaluation_list"),
    path("start/", views.evaluation_start, name="evaluation_start"),
    path("<int:eval_run_id>/", views.evaluation_detail, name="evaluation_detail"),
    path("results/<int:result_id>/", views.evaluation_result, name="evaluation_result"),
]

urlpatterns = [
    path("evaluation/", include(evaluation_routes)),
    path("usage/", views.usage, name="usage_stats"),
]

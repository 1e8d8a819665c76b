"""Language versions: a resume translated from a master, kept in step with it.

    from resumes.languages import services, checks

    version = services.version_create(master=resume, language="zh-hans")
    status = services.version_status(version)   # behind, paths, conflicts, findings
    services.mark_synced(version=version, conflicts=[...])

The translation itself is the agent's (`agent.translating`); see docs/languages.md.
"""

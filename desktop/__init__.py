"""Archenemy Companion's front ends: the Qt desktop app and the ``archenemy`` command line.

The desktop shows engine state and sends actions; it never decides a rule.
"""

#!/bin/sh
# Spectators under load: 100 connections poll live boards, then a static file; then the contest page after 300 rounds.
# Usage: sh src/scripts/bench-spectators.sh [--connections 100] [--seconds 10] [--teams 20] [--rounds 300] [--round-teams 12]
exec sh "$(dirname "$0")/bench.sh" arena.bench.SpectatorLoad "$@"

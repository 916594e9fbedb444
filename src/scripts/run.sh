#!/bin/sh
# Starts the arena (building it first if needed) on the embedded H2 database in ./data, with the demo.
# Options are passed on: --http-port N --bot-port N --data-dir DIR --no-demo
set -e
cd "$(dirname "$0")/../.."
JAVA_HOME=$(sh src/scripts/jdk.sh); export JAVA_HOME
PATH="$JAVA_HOME/bin:$PATH"; export PATH
jar=target/arena.jar
stale=$( [ -f "$jar" ] && find pom.xml src/main templates static migrations -newer "$jar" -type f 2>/dev/null | head -n 1 || echo missing)
if [ -n "$stale" ]; then
  echo "Building the arena (this takes a minute the first time)..."
  mvn -B -q package -DskipTests
fi
exec java -jar "$jar" "$@"

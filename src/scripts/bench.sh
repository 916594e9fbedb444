#!/bin/sh
# Runs one of the project's load programs (a class under src/test/java/arena/bench or a game's bench package)
# on the test class path, building it first. Usage: sh src/scripts/bench.sh [--postgresql] CLASS [ARGS...]
# --postgresql: the arena keeps its data on a PostgreSQL server the program starts (embedded-postgres), not in H2.
set -e
cd "$(dirname "$0")/../.."
JAVA_HOME=$(sh src/scripts/jdk.sh); export JAVA_HOME
PATH="$JAVA_HOME/bin:$PATH"; export PATH
mvn -B -q test-compile -DskipTests
mvn -B -q dependency:build-classpath -Dmdep.includeScope=test -Dmdep.outputFile=target/test-cp.txt
database=h2
if [ "$1" = "--postgresql" ]; then database=postgresql; shift; fi
main="$1"; shift
exec java -Darena.test.database=$database -cp "target/test-classes:target/classes:$(cat target/test-cp.txt)" "$main" "$@"

#!/bin/sh
# Runs every test, or the tiers named (issue 45; arena.support.Tiers says which class is in which tier):
#   sh src/scripts/test.sh                  every test: the build, then the H2 run of the unit, functional and slow
#                                           tiers, the PostgreSQL run and the browser tests, one after the other; each
#                                           surefire run in two phases (below: two JVMs, then the machine's classes alone)
#   sh src/scripts/test.sh unit             in-process tests only (under 2 minutes)
#   sh src/scripts/test.sh functional       arenas started, sockets, processes (on H2)
#   sh src/scripts/test.sh slow             kill loops and starter matrices (on H2)
#   sh src/scripts/test.sh postgres         the store's tests on PostgreSQL: the functional tests again, on its server
#   sh src/scripts/test.sh browser          the browser tests in e2e/ (failsafe, Chromium; two JVMs, -Darena.browserForks=N)
#   sh src/scripts/test.sh unit,functional  several tiers; any further arguments go to Maven (-Dtest=..., -o)
# Installs what the tests need: a JDK 21+ must be present; Chromium comes from Debian's packages when
# missing and we are root, otherwise Playwright fetches its own browser; g++ and Node.js (for the starter bots) likewise
# when missing and root.
# Where the time went: python3 src/scripts/test-times.py (the classes' times from this run's reports, longest first).
set -e
cd "$(dirname "$0")/../.."
JAVA_HOME=$(sh src/scripts/jdk.sh); export JAVA_HOME
PATH="$JAVA_HOME/bin:$PATH"; export PATH
if [ -z "${ARENA_CHROMIUM:-}" ]; then
  for c in /usr/bin/chromium /usr/bin/chromium-browser; do [ -x "$c" ] && ARENA_CHROMIUM=$c && break; done
fi
if [ -z "${ARENA_CHROMIUM:-}" ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Chromium for the browser tests..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q >/dev/null
  apt-get install -y -q --no-install-recommends chromium >/dev/null
  ARENA_CHROMIUM=/usr/bin/chromium
fi
# the starter bots' tests (StartersPlayTest) compile C++ and run JavaScript: g++ and Node.js from Debian's packages
STARTER_TOOLS="g++ nodejs"
if ! { command -v g++ && command -v node; } >/dev/null 2>&1 && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing $STARTER_TOOLS for the starter bots' tests..."
  DEBIAN_FRONTEND=noninteractive apt-get update -q >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends $STARTER_TOOLS >/dev/null
fi
if [ -n "${ARENA_CHROMIUM:-}" ]; then
  export ARENA_CHROMIUM PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
else
  echo "No Chromium found and not root: Playwright will download its own browser."
fi
# the hosted bots' sandbox (docs/sandbox.md): bubblewrap from Debian's packages
if [ "$(id -u)" = 0 ] && ! command -v bwrap >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then echo "Installing bubblewrap for the sandbox..."; apt-get update -q >/dev/null; DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends bubblewrap >/dev/null; fi
TIERS=all
case "${1:-}" in ""|-*) ;; *) TIERS=$1; shift ;; esac
# the H2 tiers named, the PostgreSQL run and the browser tests each as a Maven goal of its own, after one build
H2=""; POSTGRES=""; BROWSER=""
for tier in $(echo "$TIERS" | tr ',' ' '); do
  case "$tier" in
    all) H2="unit,functional,slow,postgres"; POSTGRES=1; BROWSER=1 ;;
    unit|functional|slow) H2="${H2:+$H2,}$tier" ;;
    postgres) H2="${H2:+$H2,}postgres"; POSTGRES=1 ;;
    browser) BROWSER=1 ;;
    *) echo "no tier $tier: the tiers are unit, functional, slow, postgres, browser (or none, for all)" >&2; exit 2 ;;
  esac
done
# Each surefire run in two phases (arena.support.MachinePhase): the classes that do not hold the whole machine spread
# over two JVMs, then those that take it (@ResourceLock(Machine.WHOLE_CPU): the kill loops, the starter matrices, the
# hosted bots and the sandbox under time limits) in one JVM by themselves. The lock keeps such classes apart within a
# JVM only; in one JVM for everything the hundreds of other classes waited behind them (the H2 run 30.4 min, 17 of
# them the machine's classes, 7 Dec). Both phases run even when the first fails, so one run reports every failure.
in_two_phases() { # the surefire execution, then Maven's arguments
  execution=$1; shift
  phases_status=0
  mvn -B "surefire:test@$execution" -Darena.testMachine=shared -Darena.testForks=2 "$@" || phases_status=$?
  mvn -B "surefire:test@$execution" -Darena.testMachine=alone -Darena.testForks=1 "$@" || phases_status=$?
  return $phases_status
}
# this run's reports only, for src/scripts/test-times.py (where the time went)
rm -rf target/surefire-reports target/surefire-reports-postgresql target/failsafe-reports
if [ "$TIERS" = all ]; then
  # the whole suite: the jar built once (and checked to build), then the H2 run, the PostgreSQL run and the browser tests
  # one after the other. Side by side they were faster and failed: the tests that time logins, turns and kills against
  # the wall clock (a lab's 100 logins in 30 s, a bridged bot's 5 s pick) lost to the other JVMs on 2 cores. Every
  # phase runs even when one fails, so that one run reports every failure.
  mvn -B package -DskipTests "$@"
  H2_STATUS=0; POSTGRES_STATUS=0; BROWSER_STATUS=0
  in_two_phases default-test -Darena.testTiers="$H2" "$@" || H2_STATUS=$?
  in_two_phases postgresql "$@" || POSTGRES_STATUS=$?
  mvn -B failsafe:integration-test failsafe:verify "$@" || BROWSER_STATUS=$?
  [ "$H2_STATUS" = 0 ] && [ "$POSTGRES_STATUS" = 0 ] && [ "$BROWSER_STATUS" = 0 ] || {
    echo "Tests failed: H2 run $H2_STATUS, PostgreSQL run $POSTGRES_STATUS, browser tests $BROWSER_STATUS" >&2; exit 1; }
  exit 0
fi
mvn -B test-compile "$@"
# the unit tier alone in one JVM: in process, nothing to spread
if [ "$H2" = unit ]; then
  mvn -B surefire:test@default-test -Darena.testTiers=unit -Darena.testForks=1 "$@"
elif [ -n "$H2" ]; then
  in_two_phases default-test -Darena.testTiers="$H2" "$@"
fi
[ -z "$POSTGRES" ] || in_two_phases postgresql "$@"
[ -z "$BROWSER" ] || mvn -B failsafe:integration-test failsafe:verify "$@"

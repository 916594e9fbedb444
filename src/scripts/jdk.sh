#!/bin/sh
# Prints a JDK home of version 21 or newer: JAVA_HOME if it is one, else the newest under /usr/lib/jvm.
major() { "$1/bin/java" -version 2>&1 | sed -n 's/.*version "\([0-9]*\).*/\1/p' | head -n 1; }
if [ -n "${JAVA_HOME:-}" ] && [ -x "$JAVA_HOME/bin/java" ] && [ "$(major "$JAVA_HOME")" -ge 21 ] 2>/dev/null; then
  echo "$JAVA_HOME"; exit 0
fi
best=""; best_v=0
for d in /usr/lib/jvm/* /opt/java/* /usr/local/java/*; do
  [ -x "$d/bin/javac" ] || continue
  v=$(major "$d"); [ -n "$v" ] || continue
  if [ "$v" -ge 21 ] && [ "$v" -gt "$best_v" ]; then best="$d"; best_v="$v"; fi
done
if [ -z "$best" ] && command -v javac >/dev/null 2>&1; then
  d=$(dirname "$(dirname "$(readlink -f "$(command -v javac)")")")
  v=$(major "$d"); if [ "${v:-0}" -ge 21 ]; then best="$d"; fi
fi
if [ -z "$best" ]; then echo "Arena needs a JDK 21 or newer; none was found (set JAVA_HOME)." >&2; exit 1; fi
echo "$best"

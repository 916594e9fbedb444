# Run in the box (at /arena) as JavaScript's build step (issue 39): the main file is there and every .js file parses
# (node --check), so a syntax error shows here with its file and line. Node's own stack lines (its internals, never the
# bot's) are left out, and the box's folder is taken off the paths. $1: the main file.
sh /arena/main-file.sh "$1" || exit 1
failed=0
for f in $(find . -name '*.js' -printf '%P\n' | sort); do
  if ! out=$(node --check "$f" 2>&1); then
    printf '%s\n' "$out" | grep -v '^    at ' | grep -v '^Node\.js v' | sed 's|/box/||g'
    failed=1
  fi
done
exit $failed

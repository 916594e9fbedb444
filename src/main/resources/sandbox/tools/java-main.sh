# Run in the box (at /arena) after javac, as the end of Java's build step (issue 39): finds the class to run, as any
# class with a public static void main(String[]) (a CodinGame bot's is Player, whatever its file is named), and writes
# its name to .main-class, which the run command hands java as an argument file (@.main-class). One class with a main
# is it; of several, Player, Main or Bot (in that order); else the build fails naming them. $1: the memory limit in MB.
classes=$(find . -name '*.class' -printf '%P\n' | sed 's|\.class$||; s|/|.|g' | sort)
if [ -z "$classes" ]; then echo "javac made no class: there is nothing to run"; exit 1; fi
# shellcheck disable=SC2086 # one argument per class; class names hold no blanks or wildcards
javap -J-XX:MaxRAM="$1"m -J-XX:+UseSerialGC -public -cp . $classes > /tmp/javap.txt 2>&1 || { cat /tmp/javap.txt; exit 1; }
mains=$(awk '
  /^[a-z -]*(class|interface|enum|record) / { for (i = 1; i <= NF; i++) if ($i ~ /^(class|interface|enum|record)$/) { n = $(i + 1); sub(/<.*/, "", n); break } }
  /^  public static void main\(java\.lang\.String(\[\]|\.\.\.)\)/ { print n }' /tmp/javap.txt)
count=$(printf '%s\n' "$mains" | grep -c .)
main=""
if [ "$count" = 1 ]; then
  main=$mains
elif [ "$count" -gt 1 ]; then
  for preferred in Player Main Bot; do
    if printf '%s\n' "$mains" | grep -qx "$preferred"; then main=$preferred; break; fi
  done
fi
if [ -z "$main" ]; then
  if [ "$count" = 0 ]; then
    echo "no class has a main method: the class to run needs public static void main(String[] args)"
  else
    echo "several classes have a main method ($(printf '%s\n' "$mains" | paste -sd, - | sed 's/,/, /g')): keep one, or name the one to run Player"
  fi
  exit 1
fi
printf '%s\n' "$main" > .main-class
echo "main class: $main"

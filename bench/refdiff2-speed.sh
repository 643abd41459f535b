#!/usr/bin/env bash
# RefDiff 2.0 side by side: builds RefDiff 2.0 (refdiff-core, refdiff-java) from its git directory
# against Debian's jars and runs bench/refdiff2/Refdiff2Speed.java on the folders
# bench/export-oracle-files.ts writes. Usage: bench/refdiff2-speed.sh <RefDiff gitdir> <inputs dir> [harness options]
# Harness options: --verbose (a line per commit), --relationships (RefDiff 2.0's refactorings, pass 2).
# JVM options: the JAVA_OPTS environment variable (default: none, the JVM's default heap).
set -euo pipefail

fail() { echo "refdiff2-speed: $*" >&2; exit 2; }

[ $# -ge 2 ] || fail "usage: bench/refdiff2-speed.sh <RefDiff gitdir> <inputs dir> [--verbose] [--relationships]"
gitdir=$1
inputs=$2
shift 2
[ -d "$inputs" ] || fail "not a folder: $inputs"
git --git-dir="$gitdir" rev-parse --verify -q HEAD >/dev/null 2>&1 || fail "not a git directory: $gitdir"
command -v javac >/dev/null || fail "no javac: apt-get install -y default-jdk-headless"

jars=/usr/share/java
apt_line="apt-get install -y libjgit-java libeclipse-jdt-core-java libeclipse-core-runtime-java libeclipse-core-resources-java libeclipse-core-contenttype-java libeclipse-core-jobs-java libequinox-common-java libequinox-preferences-java libeclipse-osgi-java libeclipse-text-java libosgi-compendium-java libslf4j-java libjackson2-annotations-java"
# JDT core and what it loads when parsing with bindings outside Eclipse; jgit and slf4j only for
# RefDiff's git helpers (compiled, not used by the harness); Jackson for CstNode's annotations.
classpath=""
for jar in eclipse-jdt-core eclipse-core-runtime eclipse-core-resources eclipse-core-contenttype eclipse-core-jobs \
  equinox-common equinox-preferences eclipse-osgi osgi.cmpn eclipse-text org.eclipse.jgit slf4j-api jackson-annotations; do
  [ -f "$jars/$jar.jar" ] || fail "missing $jars/$jar.jar: $apt_line"
  classpath="$classpath:$jars/$jar.jar"
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Source only: the repository's lib/ jars may be absent from a partial clone (git then warns on
# stderr about objects outside these paths; kept in a log).
git --git-dir="$gitdir" archive HEAD refdiff-core/src/main/java refdiff-java/src/main/java 2>"$work/archive.log" | tar -x -C "$work" \
  || fail "cannot export refdiff-core and refdiff-java from $gitdir: $(head -1 "$work/archive.log")"
mkdir "$work/classes"
javac -nowarn -encoding UTF-8 -d "$work/classes" -cp "${classpath#:}" \
  $(find "$work/refdiff-core" "$work/refdiff-java" -name '*.java') \
  "$(dirname "$0")/refdiff2/Refdiff2Speed.java" 2>"$work/javac.log" \
  || fail "javac failed: $(grep -m1 error "$work/javac.log")"
echo "RefDiff 2.0 at $(git --git-dir="$gitdir" rev-parse --short HEAD); $(java -version 2>&1 | head -1); JAVA_OPTS=${JAVA_OPTS:-none}"
# shellcheck disable=SC2086
java ${JAVA_OPTS:-} -cp "$work/classes$classpath" Refdiff2Speed "$@" "$inputs"

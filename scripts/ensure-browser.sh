#!/bin/sh
# The end-to-end tests drive Debian's Chromium at /usr/bin/chromium. Make sure it is there before
# any test runs, so a missing browser stops `npm test` at once instead of after the unit tests.
set -eu

browser=/usr/bin/chromium
[ -x "$browser" ] && exit 0

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing at $browser: installing Debian's chromium package (apt-get)." >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update
  apt-get install -y chromium
  [ -x "$browser" ] && exit 0
  echo "apt-get installed chromium but $browser is still missing; the end-to-end tests cannot run." >&2
  exit 1
fi

if command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing at $browser: run 'sudo apt-get update && sudo apt-get install -y chromium', then npm test again." >&2
else
  echo "Chromium is missing at $browser: install Chromium so that $browser exists (Debian: apt-get install -y chromium), then npm test again." >&2
fi
exit 1

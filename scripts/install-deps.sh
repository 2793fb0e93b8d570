#!/usr/bin/env bash
# Installs the Debian packages the build, the demo and the tests need, when they are missing.
# Safe to run repeatedly; needs root (or sudo) only when something is actually missing.
set -euo pipefail

# fonts-inter: the system font (San Francisco's closest free design); fonts-materialdesignicons-webfont: the stand-ins UIImage(systemName:) draws for SF Symbols (SIL OFL); libwebp-dev: animated WebP output (linked); libdeflate-dev: the animated PNG's deflate (linked); ffmpeg: GIF and MP4 output (run as a program).
packages=(pkg-config libpng-dev zlib1g-dev libfreetype-dev fonts-dejavu-core libwebp-dev libdeflate-dev ffmpeg fonts-inter fonts-materialdesignicons-webfont)
if [[ "${1:-}" == "--test" ]]; then
  # pngcheck and apngdis validate the animated PNGs in the tests; apngasm is the benchmark's
  # APNG yardstick; webp's tools (webpinfo, anim_dump) inspect WebP files; chromium opens the
  # HTML gallery headless in the browser test; time (/usr/bin/time -v) measures the peak memory
  # of renders in the reliability tests.
  packages+=(pngcheck apngdis apngasm webp chromium time)
fi

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[[ ${#missing[@]} -eq 0 ]] && exit 0

echo "installing: ${missing[*]}" >&2
sudo_cmd=()
if [[ $(id -u) -ne 0 ]]; then
  command -v sudo >/dev/null || { echo "error: need root or sudo to install ${missing[*]}" >&2; exit 1; }
  sudo_cmd=(sudo)
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null

# Shared by matrix.sh and diff.sh (source it): reads `--layouts N` (default $layouts) and
# `--old BINARY` (another build's trellis to compare with, in $old), makes an empty work folder
# Benchmarks/$work_name, writes the synthetic project into $work/$project_folder, and builds the
# release trellis into $trellis.
old=
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
while [ $# -gt 0 ]; do
  case "$1" in
    --layouts) layouts=$2; shift 2 ;;
    --old) old=$(cd "$(dirname "$2")" && pwd)/$(basename "$2"); shift 2 ;;
    *) echo "unknown option: $1" >&2; exit 2 ;;
  esac
done
# The work folder is emptied: it must be a folder of its own under Benchmarks/, never Benchmarks/.
if [ -z "${work_name:-}" ]; then echo "synthetic.sh: set work_name before sourcing it" >&2; exit 2; fi
work=$root/Benchmarks/$work_name
rm -rf "$work"
mkdir -p "$work"
python3 "$root/Benchmarks/synthetic_project.py" --layouts "$layouts" --out "$work/$project_folder"
swift build -c release --product trellis --package-path "$root" >/dev/null
trellis=$(swift build -c release --show-bin-path --package-path "$root")/trellis

# Sourced by typecheck.sh and check-row.sh: the swiftc flags that find RowFrame's C modules (the
# shims' and bridges' module maps, their headers, FreeType's and HarfBuzz's), in `flags`,
# for checking Swift files against the built modules.
triple=$(swiftc -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["triple"])')
flags=()
for map in "$repo"/Sources/C*/module.modulemap "$repo"/Sources/*/include/module.modulemap "$repo"/.build/"$triple"/debug/*.build/module.modulemap; do
  [ -f "$map" ] && flags+=(-Xcc "-fmodule-map-file=$map")
done
for inc in "$repo"/Sources/*/include; do flags+=(-Xcc "-I$inc"); done
flags+=(-Xcc -I/usr/include/freetype2 -Xcc -I/usr/include/harfbuzz)

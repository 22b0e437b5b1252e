#include "PreviewSection.h"

// The linker defines __start_/__stop_ symbols for a section whose name is a C identifier;
// weak, so a program without previews links and reads an empty range.
extern const char __start_rowframe_previews[] __attribute__((weak));
extern const char __stop_rowframe_previews[] __attribute__((weak));

const void *rowframe_previews_start(void) { return __start_rowframe_previews; }
const void *rowframe_previews_stop(void) { return __stop_rowframe_previews; }

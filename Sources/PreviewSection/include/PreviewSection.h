#ifndef ROWFRAME_PREVIEW_SECTION_H
#define ROWFRAME_PREVIEW_SECTION_H

/// The bounds of the `rowframe_previews` section the linker gathered from every object in the
/// program (one function pointer per #Preview); both null when the program has none.
const void *rowframe_previews_start(void);
const void *rowframe_previews_stop(void);

#endif

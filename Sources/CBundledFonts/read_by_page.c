// When a page of a mapped file is missing, the kernel reads the pages around it too: its
// read-around is the device's readahead, 128 KiB by default, centred on the fault (mm/filemap.c,
// do_sync_mmap_readahead). Then it maps every cached page of the 64 KiB window around the fault
// (fault_around_bytes). A picker reads about a third of each built-in face, in pieces spread over
// it: the table directory, cmap, hmtx, loca, the layout tables and the outlines of the glyphs it
// draws. With read-around, each piece brought its neighbours from disk, and they stayed resident
// for the life of the program. MADV_RANDOM turns read-around off for the faces' pages, so a fault
// there reads its own page alone (docs/rendering.md, "The faces read by page").
//
// It changes nothing once the faces are already in the page cache, as just after a build or a
// copy: the kernel then maps the cached window around each fault as before.
#include <stddef.h>
#include <stdint.h>
#include <sys/mman.h>
#include <unistd.h>

#include "bundled_fonts.h"

static void read_by_page(const unsigned char *bytes, size_t size) {
    uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE);
    uintptr_t first = (uintptr_t)bytes & ~(page - 1);
    // A failure leaves read-around on, as it was.
    (void)madvise((void *)first, (uintptr_t)bytes + size - first, MADV_RANDOM);
}

// Before main, so that no fault has read the faces' neighbourhood yet.
__attribute__((constructor(102))) static void read_bundled_fonts_by_page(void) {
    read_by_page(panel_picker_dejavu_sans, panel_picker_dejavu_sans_size);
    read_by_page(panel_picker_dejavu_sans_bold, panel_picker_dejavu_sans_bold_size);
}

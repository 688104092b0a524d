/* The DejaVu licence (Fonts/LICENSE-DejaVu.txt) lets the fonts be copied and distributed as
   part of a larger software package; its notices travel inside the files' name tables, which
   are embedded unchanged. The assembler's .incbin copies Fonts/ in at build time: every
   compiler Swift ships for Linux (clang 17 in Swift 6.0 up to today's) has it, where C23
   #embed needs clang 19. Package.swift puts Fonts/ on this target's include path, which is
   where .incbin looks. A font edited in place needs a clean build: no dependency file
   records an .incbin. */
#if __SIZEOF_SIZE_T__ == 8
#define SIZE_WORD .quad
#else
#define SIZE_WORD .long
#endif

#define BUNDLED_FONT(symbol, file)                    \
    .section .rodata;                                 \
    .globl symbol;                                    \
    .type symbol, %object;                            \
    .balign 16;                                       \
symbol:                                               \
    .incbin file;                                     \
symbol##_end:                                         \
    .size symbol, symbol##_end - symbol;              \
    .globl symbol##_size;                             \
    .type symbol##_size, %object;                     \
    .balign __SIZEOF_SIZE_T__;                        \
symbol##_size:                                        \
    SIZE_WORD symbol##_end - symbol;                  \
    .size symbol##_size, __SIZEOF_SIZE_T__

BUNDLED_FONT(panel_picker_dejavu_sans, "DejaVuSans.ttf")
BUNDLED_FONT(panel_picker_dejavu_sans_bold, "DejaVuSans-Bold.ttf")

/* No executable stack for the whole program because of this file. */
.section .note.GNU-stack, "", %progbits

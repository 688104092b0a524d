// mallinfo2(3): the bytes malloc has handed out, for picker-soak's heap count.
#include <malloc.h>

// mallinfo2(3): the bytes malloc has handed out, for picker-soak's heap count; mallopt(3): the
// kiosk's policy for large blocks (PickerSystem's HeapPolicy).
#include <malloc.h>

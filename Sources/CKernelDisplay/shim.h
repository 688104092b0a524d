#pragma once
// The kernel's display UAPI headers, for their struct layouts and plain
// constants only (calls go through PickerSystem): fbdev's screen-info structs
// and FBIO* requests, and the console's KD* modes. Headers only: nothing to link.
#include <linux/fb.h>
#include <linux/kd.h>

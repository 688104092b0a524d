#pragma once
#include <xf86drm.h>
#include <xf86drmMode.h>
#include <drm_fourcc.h>
#include <linux/kd.h>
#include <sys/ioctl.h>

// ioctl(2) is variadic, which Swift cannot call. The display code needs it for
// the console's KDGETMODE/KDSETMODE (DRM ioctls go through libdrm), so this
// fixes the third argument to one machine word: a pointer, or an integer
// request value passed in the same register.
static inline int panel_picker_ioctl(int fd, unsigned long request, unsigned long argument) {
    return ioctl(fd, request, argument);
}

#pragma once
#include <libevdev/libevdev.h>
#include <libevdev/libevdev-uinput.h>
#include <sys/ioctl.h>

/// EVIOCSFF and EVIOCRMFF are ioctl request macros (linux/input.h), which Swift cannot expand.
static inline int picker_upload_ff_effect(int fd, struct ff_effect *effect) {
    return ioctl(fd, EVIOCSFF, effect);
}

static inline int picker_remove_ff_effect(int fd, int effect_id) {
    return ioctl(fd, EVIOCRMFF, effect_id);
}

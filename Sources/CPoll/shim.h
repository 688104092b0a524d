// ppoll(2) is a GNU extension, which Swift's Glibc module leaves out: the event loop sleeps to
// the microsecond with it (poll()'s whole milliseconds would pace a 60 Hz frame at 17 ms).
#pragma once
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <poll.h>
#include <signal.h>
#include <time.h>

static inline int panel_picker_ppoll(struct pollfd *fds, nfds_t count, const struct timespec *timeout) {
    return ppoll(fds, count, timeout, NULL);
}

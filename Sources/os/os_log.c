// Unified logging on a rendered frame: messages go nowhere.
#include "os_log.h"

const rowframe_os_log rowframe_os_log_default = {0};
const rowframe_os_log rowframe_os_log_disabled = {0};

rowframe_os_log rowframe_os_log_create(const char *subsystem, const char *category) {
    (void)subsystem; (void)category;
    rowframe_os_log log = {0};
    return log;
}

void rowframe_os_log_message(const char *message, rowframe_os_log log, rowframe_os_log_type type) {
    (void)message; (void)log; (void)type;
}

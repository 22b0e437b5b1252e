// Unified logging, as rows call it: os_log("…", log: .default, type: .info), OSLog(subsystem:category:).
// Messages are dropped (a frame has no console); format arguments are not supported.
#ifndef ROWFRAME_OS_LOG_H
#define ROWFRAME_OS_LOG_H
#include "os_base.h"

/// A log (subsystem and category); messages to it go nowhere.
typedef struct __attribute__((swift_name("OSLog"))) rowframe_os_log {
    int rowframe_reserved;
} rowframe_os_log;

rowframe_os_log rowframe_os_log_create(const char *subsystem, const char *category)
    __attribute__((swift_name("OSLog.init(subsystem:category:)")));

extern const rowframe_os_log rowframe_os_log_default __attribute__((swift_name("OSLog.default")));
extern const rowframe_os_log rowframe_os_log_disabled __attribute__((swift_name("OSLog.disabled")));

/// How important a message is.
typedef enum __attribute__((enum_extensibility(open))) __attribute__((swift_name("OSLogType"))) rowframe_os_log_type : unsigned char {
    rowframe_os_log_type_default __attribute__((swift_name("default"))) = 0x00,
    rowframe_os_log_type_info __attribute__((swift_name("info"))) = 0x01,
    rowframe_os_log_type_debug __attribute__((swift_name("debug"))) = 0x02,
    rowframe_os_log_type_error __attribute__((swift_name("error"))) = 0x10,
    rowframe_os_log_type_fault __attribute__((swift_name("fault"))) = 0x11,
} rowframe_os_log_type;

/// Logs a message (dropped).
void rowframe_os_log_message(const char *message, rowframe_os_log log, rowframe_os_log_type type)
    __attribute__((swift_name("os_log(_:log:type:)")));

#endif

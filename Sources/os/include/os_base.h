// `import os` / `import os.log` for rows that log (Apple's unified logging): on a rendered frame
// a log message goes nowhere. The C declarations carry Swift names, so Swift sees OSLog,
// OSLogType and os_log(_:log:type:) as it does on iOS.
#ifndef ROWFRAME_OS_BASE_H
#define ROWFRAME_OS_BASE_H
#endif

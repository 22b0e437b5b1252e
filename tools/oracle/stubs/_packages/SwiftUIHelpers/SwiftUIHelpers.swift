// Stand-in for criticalmaps-ios's SwiftUIHelpers module (CriticalMapsKit/Sources/SwiftUIHelpers at
// 0fcf7210), so the Styleguide files' `import SwiftUIHelpers` resolves: its two files
// (IFModifier.swift, View+Extensions.swift) are among the cases' own source files and compile
// in the case module, as the Styleguide sees them.

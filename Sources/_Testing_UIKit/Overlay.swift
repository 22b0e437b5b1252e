// Swift Testing declares a cross-import overlay for UIKit (Testing.swiftcrossimport names
// `_Testing_UIKit`): a file that imports both Testing and a module named UIKit makes the
// compiler import this module too. Swift Testing ships it on Apple's systems only; this empty
// one lets tests that import RowScene (and so UIKit) compile on Linux.

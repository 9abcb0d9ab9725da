# Precompiled headers: half of a unit's compile time is parsing Qt and the standard library (BENCHMARKS.md,
# "Build, toolbox and CI"). A few targets precompile the headers their folders include most, and the others
# reuse that work (REUSE_FROM), so that each header set is compiled once per build:
#   kova_model              the engine's (QtCore, JSON, standard)   core/*, report, spreadsheet, kova_cli
#   kova_ui_widgets         those and QtWidgets                    ui/widgets, document, models, export
#   kova_ui_charts          those and QtCharts                     ui/charts, panels, program, shell, kova_window
#   kova_pch_core_tests     the engine's and QtTest                tests/core
#   kova_pch_ui_tests       the window's and QtTest                tests/ui (charts and above)
#   kova_pch_benchmarks     the same, in tests/benchmarks         tests/benchmarks
# Sources keep their own includes: every file still compiles with -DKOVA_PCH=OFF (check it after changing
# includes). GCC checks each use of a precompiled header against the unit's macros (-Winvalid-pch, an error
# under KOVA_WERROR), and ccache caches those units only with the sloppiness set below.
option(KOVA_PCH "Precompile the Qt and standard headers the folders include most" ON)

if(KOVA_PCH AND CMAKE_CXX_COMPILER_LAUNCHER MATCHES "(^|/)ccache$")
    # ccache (4.8 or later) takes settings before the compiler. pch_defines, time_macros: what ccache asks for
    # before it caches a unit using a precompiled header; include_file_mtime, include_file_ctime: the header,
    # made during the build, is newer than ccache's checks allow otherwise.
    set(CMAKE_CXX_COMPILER_LAUNCHER ${CMAKE_CXX_COMPILER_LAUNCHER}
        sloppiness=pch_defines,time_macros,include_file_mtime,include_file_ctime)
endif()

set(KOVA_PCH_CORE_HEADERS
    <algorithm> <array> <cmath> <functional> <memory> <optional>
    <QByteArray> <QCoreApplication> <QDate> <QDateTime> <QDir> <QFile> <QFileInfo> <QHash> <QJsonArray>
    <QJsonDocument> <QJsonObject> <QList> <QLocale> <QObject> <QRegularExpression> <QSet> <QString> <QStringList>
    <QUrl>)
set(KOVA_PCH_WIDGETS_HEADERS ${KOVA_PCH_CORE_HEADERS}
    <QApplication> <QComboBox> <QDockWidget> <QDoubleSpinBox> <QEvent> <QFileDialog> <QFormLayout>
    <QFutureWatcher> <QHBoxLayout> <QHeaderView> <QLabel> <QLineEdit> <QMainWindow> <QMessageBox> <QPointer>
    <QPushButton> <QResizeEvent> <QScrollArea> <QScrollBar> <QStyle> <QTimer> <QVBoxLayout> <QWidget>
    <QtConcurrentRun>)
set(KOVA_PCH_CHARTS_HEADERS ${KOVA_PCH_WIDGETS_HEADERS}
    <QChart> <QChartView> <QLegend> <QLegendMarker> <QLineSeries> <QScatterSeries> <QValueAxis>)
set(KOVA_PCH_TEST_HEADERS <QTest> <QSignalSpy> <QTemporaryDir> <QStandardPaths>)

# kova_precompile(<target> HEADERS <header>...): <target> precompiles these headers.
# kova_precompile(<target> REUSE_FROM <owner>): <target> uses <owner>'s (and is built after it).
function(kova_precompile target mode)
    if(NOT KOVA_PCH)
        return()
    endif()
    if(mode STREQUAL "HEADERS")
        target_precompile_headers(${target} PRIVATE ${ARGN})
    elseif(mode STREQUAL "REUSE_FROM")
        target_precompile_headers(${target} REUSE_FROM ${ARGN})
        get_target_property(type ${target} TYPE)
        if(type STREQUAL "EXECUTABLE")
            # A test or benchmark includes its moc output in its own source ("tst_x.moc"): AUTOMOC's
            # mocs_compilation.cpp is empty, and loading the header would make it take 1-2 s instead of nothing.
            get_target_property(binary_dir ${target} BINARY_DIR)
            set_source_files_properties(${binary_dir}/${target}_autogen/mocs_compilation.cpp TARGET_DIRECTORY ${target}
                                        PROPERTIES SKIP_PRECOMPILE_HEADERS ON)
        endif()
    else()
        message(FATAL_ERROR "kova_precompile(${target} ${mode}): HEADERS or REUSE_FROM")
    endif()
endfunction()

# A target that only precompiles headers, for executables (tests) to reuse: linked like them, in the folder of
# their CMakeLists (QtTest's macros name it), compiling one empty unit.
function(kova_add_pch_owner name)
    cmake_parse_arguments(ARG "" "" "LIBS;HEADERS" ${ARGN})
    if(NOT KOVA_PCH)
        return()
    endif()
    file(CONFIGURE OUTPUT ${CMAKE_CURRENT_BINARY_DIR}/${name}.cpp CONTENT "// Only precompiles headers.\n")
    add_library(${name} OBJECT ${CMAKE_CURRENT_BINARY_DIR}/${name}.cpp)
    set_target_properties(${name} PROPERTIES AUTOMOC OFF AUTOUIC OFF AUTORCC OFF)
    target_link_libraries(${name} PRIVATE ${ARG_LIBS})
    target_precompile_headers(${name} PRIVATE ${ARG_HEADERS})
endfunction()

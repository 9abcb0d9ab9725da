<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
    <context>
        <name>Kova</name>
        <message numerus="yes">
            <location filename="../core/textreport.cpp" line="+65" />
            <source>%1, %n GPU(s) — %2</source>
            <translation>
                <numerusform>%1, %n GPU — %2</numerusform>
                <numerusform>%1, %n GPUs — %2</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+34" />
            <source>%1, %n GPU(s), %2, %3: %4 in %5</source>
            <translation>
                <numerusform>%1, %n GPU, %2, %3: %4 in %5</numerusform>
                <numerusform>%1, %n GPUs, %2, %3: %4 in %5</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+24" />
            <source>observed %1 (%n day(s) ago); %2</source>
            <translation>
                <numerusform>observed %1 (%n day ago); %2</numerusform>
                <numerusform>observed %1 (%n days ago); %2</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../core/warnings.cpp" line="+31" />
            <source>At least %n GPUs are needed with this sharding.</source>
            <translation>
                <numerusform>At least %n GPU is needed with this sharding.</numerusform>
                <numerusform>At least %n GPUs are needed with this sharding.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+14" />
            <source>%1 offers at most %n contiguous GPUs; training needs them in one place at one time.</source>
            <translation>
                <numerusform>%1 offers at most %n contiguous GPU; training needs them in one place at one time.</numerusform>
                <numerusform>%1 offers at most %n contiguous GPUs; training needs them in one place at one time.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+6" />
            <source>This offer has no cluster network between its %n-GPU nodes: a multi-node run will crawl.</source>
            <translation>
                <numerusform>This offer has no cluster network between its %n-GPU nodes: a multi-node run will crawl.</numerusform>
                <numerusform>This offer has no cluster network between its %n-GPU nodes: a multi-node run will crawl.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+10" />
            <source>The price of %1 was observed %n days ago (%2): check the current offer.</source>
            <translation>
                <numerusform>The price of %1 was observed %n day ago (%2): check the current offer.</numerusform>
                <numerusform>The price of %1 was observed %n days ago (%2): check the current offer.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Kova::Cli</name>
        <message numerus="yes">
            <location filename="../app/clireport.cpp" line="+90" />
            <source>Wrote %1 (%n page(s)).</source>
            <translation>
                <numerusform>Wrote %1 (%n page).</numerusform>
                <numerusform>Wrote %1 (%n pages).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+24" />
            <source>Cost report written to %1 (%n page(s), %2 ms).</source>
            <translation>
                <numerusform>Cost report written to %1 (%n page, %2 ms).</numerusform>
                <numerusform>Cost report written to %1 (%n pages, %2 ms).</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Kova::Report</name>
        <message numerus="yes">
            <location filename="../report/reportcontent.cpp" line="+44" />
            <source>Cost comparison of %n scenario(s)</source>
            <translation>
                <numerusform>Cost comparison of %n scenario</numerusform>
                <numerusform>Cost comparison of %n scenarios</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+9" />
            <source>%1, %n GPU(s), %2</source>
            <translation>
                <numerusform>%1, %n GPU, %2</numerusform>
                <numerusform>%1, %n GPUs, %2</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../report/reportdetails.cpp" line="+128" />
            <source>%n GPU(s) of %1, %2; %3 per node</source>
            <translation>
                <numerusform>%n GPU of %1, %2; %3 per node</numerusform>
                <numerusform>%n GPUs of %1, %2; %3 per node</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+24" />
            <source>%n-month term</source>
            <translation>
                <numerusform>%n-month term</numerusform>
                <numerusform>%n-month term</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+33" />
            <source>With this sharding at least %n GPU(s) are needed.</source>
            <translation>
                <numerusform>With this sharding at least %n GPU is needed.</numerusform>
                <numerusform>With this sharding at least %n GPUs are needed.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+14" />
            <source>Fits with %n GPU(s)</source>
            <translation>
                <numerusform>Fits with %n GPU</numerusform>
                <numerusform>Fits with %n GPUs</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../report/reportlayout.cpp" line="+26" />
            <source>%1 · %2 · %n GPU(s) · prices in %3</source>
            <translation>
                <numerusform>%1 · %2 · %n GPU · prices in %3</numerusform>
                <numerusform>%1 · %2 · %n GPUs · prices in %3</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../report/reportsections.cpp" line="+144" />
            <source>Wall-clock time %1; %2 GPU-hours of compute on %n GPU(s).</source>
            <translation>
                <numerusform>Wall-clock time %1; %2 GPU-hours of compute on %n GPU.</numerusform>
                <numerusform>Wall-clock time %1; %2 GPU-hours of compute on %n GPUs.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Kova::Warnings</name>
        <message numerus="yes">
            <location filename="../core/warnings.cpp" line="+31" />
            <source>At least %n GPUs are needed with this sharding.</source>
            <translation>
                <numerusform>At least %n GPU is needed with this sharding.</numerusform>
                <numerusform>At least %n GPUs are needed with this sharding.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+14" />
            <source>%1 offers at most %n contiguous GPUs; training needs them in one place at one time.</source>
            <translation>
                <numerusform>%1 offers at most %n contiguous GPU; training needs them in one place at one time.</numerusform>
                <numerusform>%1 offers at most %n contiguous GPUs; training needs them in one place at one time.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+6" />
            <source>This offer has no cluster network between its %n-GPU nodes: a multi-node run will crawl.</source>
            <translation>
                <numerusform>This offer has no cluster network between its %n-GPU nodes: a multi-node run will crawl.</numerusform>
                <numerusform>This offer has no cluster network between its %n-GPU nodes: a multi-node run will crawl.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+10" />
            <source>The price of %1 was observed %n days ago (%2): check the current offer.</source>
            <translation>
                <numerusform>The price of %1 was observed %n day ago (%2): check the current offer.</numerusform>
                <numerusform>The price of %1 was observed %n days ago (%2): check the current offer.</numerusform>
            </translation>
        </message>
    </context>
</TS>

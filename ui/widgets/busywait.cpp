#include "widgets/busywait.h"

#include <QLabel>
#include <QProgressDialog>

using namespace Qt::StringLiterals;

namespace Kova {

BusyDialog::BusyDialog(QWidget* window, const QString& title, const QString& label)
{
    auto* dialog = new QProgressDialog(window);
    m_dialog = dialog;
    dialog->setObjectName(u"BusyDialog"_s);
    dialog->setWindowTitle(title);
    auto* text = new QLabel(dialog);
    text->setTextFormat(Qt::PlainText); // file names are the user's text
    dialog->setLabel(text);
    dialog->setLabelText(label);
    dialog->setCancelButton(nullptr); // what it waits for cannot be stopped halfway
    dialog->setRange(0, 0); // a busy bar
    dialog->setMinimumDuration(0);
    dialog->setAutoClose(false);
    dialog->setAutoReset(false);
    dialog->setWindowModality(Qt::WindowModal);
    dialog->show();
}

BusyDialog::~BusyDialog()
{
    delete m_dialog;
}

} // namespace Kova

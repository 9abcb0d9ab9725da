#include "widgets/busywait.h"

#include <QLabel>
#include <QProgressDialog>

using namespace Qt::StringLiterals;

namespace Kova {

QProgressDialog* newBusyDialog(QWidget* window, const QString& title, const QString& label)
{
    auto* dialog = new QProgressDialog(window);
    dialog->setWindowTitle(title);
    auto* text = new QLabel(dialog);
    text->setTextFormat(Qt::PlainText); // file names are the user's text
    dialog->setLabel(text);
    dialog->setLabelText(label);
    dialog->setRange(0, 0); // reading, parsing and writing JSON tell no progress: a busy bar
    dialog->setMinimumDuration(0);
    dialog->setAutoClose(false);
    dialog->setAutoReset(false);
    dialog->setWindowModality(Qt::WindowModal);
    return dialog;
}

BusyDialog::BusyDialog(QWidget* window, const QString& title, const QString& label)
    : m_dialog(newBusyDialog(window, title, label))
{
    m_dialog->setObjectName(u"BusyDialog"_s);
    m_dialog->setCancelButton(nullptr); // a save cannot be stopped halfway
    m_dialog->show();
}

BusyDialog::~BusyDialog()
{
    delete m_dialog;
}

} // namespace Kova

#pragma once

// Answering the message boxes the window asks, when they are shown later than the call that leads to them.

#include <QApplication>
#include <QMessageBox>
#include <QTimer>
#include <functional>

namespace MessageBox {

// Calls `answer` with the next message box shown modally: a timer looks for it every 10 ms (the box's own event loop
// runs it). A box already answered, hidden, is not the next one.
inline void whenShown(QObject* context, std::function<void(QMessageBox*)> answer)
{
    auto* timer = new QTimer(context);
    timer->setInterval(10);
    QObject::connect(timer, &QTimer::timeout, context, [timer, answer = std::move(answer)] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box || !box->isVisible())
            return;
        timer->stop();
        timer->deleteLater();
        answer(box);
    });
    timer->start();
}

// Closes every message box shown while it lives and keeps the text of the last: a test that must see none compares
// text() with nothing, and fails on it instead of hanging on the box.
class Unexpected
{
public:
    Unexpected()
    {
        m_timer.setInterval(20);
        QObject::connect(&m_timer, &QTimer::timeout, [this] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                m_text = box->text();
                box->reject();
            }
        });
        m_timer.start();
    }
    QString text() const { return m_text; }

private:
    QTimer m_timer;
    QString m_text;
};

} // namespace MessageBox

/* Block forever without using CPU: only the wall-clock timeout can end it. */
#include <unistd.h>
int main(void) {
    for (;;) pause();
}

// Reads each path given on stdin (one a line) and says whether it could; then prints its own environment.
const fs = require('fs');
const lines = fs.readFileSync(0, 'utf8').split('\n').filter(l => l.length > 0);
for (const p of lines) {
    try {
        const st = fs.statSync(p);
        const what = st.isDirectory() ? fs.readdirSync(p).length + ' entries' : fs.readFileSync(p).length + ' bytes';
        console.log('READ ' + p + ' ' + what);
    } catch (e) {
        console.log('DENIED ' + p + ' ' + e.code);
    }
}
for (const [k, v] of Object.entries(process.env)) console.log('ENV ' + k + '=' + v);
console.log('DONE');

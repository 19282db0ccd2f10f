#!/usr/bin/env bash
# Makes the demo live channels once (needs ffmpeg; users' machines never run this): per channel a
# 20-second loop cut into 2-second H.264/AAC MPEG-TS segments (named .mpegts so that no tool takes
# them for TypeScript), and a thumbnail sprite (one 160x90 tile per segment) for the player's
# progress-bar previews. Output: server/assets/video/<channel>/.
# The server plays each loop as an endless live HLS playlist (server/modules/video).
set -euo pipefail
OUT=server/assets/video
SECONDS_LONG=20
FONT=$(fc-match -f '%{file}' 'DejaVu Sans:bold')
crowd="anoisesrc=color=pink:amplitude=0.05:duration=${SECONDS_LONG},lowpass=f=1200,volume=0.6"

make_channel() {
  local name=$1 video=$2 label=$3
  local dir="$OUT/$name"
  rm -rf "$dir" && mkdir -p "$dir"
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "$video" -f lavfi -i "$crowd" -t "$SECONDS_LONG" \
    -vf "drawtext=fontfile=$FONT:text='$label':x=16:y=14:fontsize=22:fontcolor=white:box=1:boxcolor=black@0.45:boxborderw=6,drawtext=fontfile=$FONT:text='%{pts\:hms}':x=w-tw-16:y=14:fontsize=20:fontcolor=white:box=1:boxcolor=black@0.45:boxborderw=6" \
    -c:v libx264 -profile:v main -preset veryfast -b:v 280k -maxrate 320k -bufsize 560k \
    -g 50 -keyint_min 50 -sc_threshold 0 -pix_fmt yuv420p \
    -c:a aac -b:a 48k -ac 1 -ar 44100 \
    -f hls -hls_time 2 -hls_list_size 0 -hls_segment_filename "$dir/seg%02d.mpegts" "$dir/clip.m3u8"
  ffmpeg -hide_banner -loglevel error -y -i "$dir/clip.m3u8" \
    -vf "fps=1/2,scale=160:90,tile=$((SECONDS_LONG / 2))x1" -frames:v 1 -q:v 6 "$dir/thumbs.jpg"
}

# A football pitch with a moving ball.
pitch="color=c=0x2e7d32:s=640x360:r=25:d=${SECONDS_LONG},drawbox=x=20:y=20:w=600:h=320:color=white@0.9:t=3,drawbox=x=318:y=20:w=4:h=320:color=white@0.9:t=fill,drawbox=x=20:y=120:w=70:h=120:color=white@0.9:t=3,drawbox=x=550:y=120:w=70:h=120:color=white@0.9:t=3,drawbox=x='310+250*sin(t*0.9)':y='172+110*sin(t*1.7)':w=16:h=16:color=white:t=fill"
# A basketball court with a bouncing ball.
court="color=c=0xc68642:s=640x360:r=25:d=${SECONDS_LONG},drawbox=x=20:y=20:w=600:h=320:color=white@0.9:t=3,drawbox=x=318:y=20:w=4:h=320:color=white@0.9:t=fill,drawbox=x=20:y=110:w=110:h=140:color=white@0.9:t=3,drawbox=x=510:y=110:w=110:h=140:color=white@0.9:t=3,drawbox=x='310+260*sin(t*0.7)':y='300-200*abs(sin(t*2.2))':w=18:h=18:color=0xe65100:t=fill"
# A studio test picture for anchors' rooms.
studio="testsrc2=s=640x360:r=25:d=${SECONDS_LONG}"

make_channel football "$pitch" 'Tribune demo - Football'
make_channel basketball "$court" 'Tribune demo - Basketball'
make_channel studio "$studio" 'Tribune demo - Studio'
du -sh "$OUT"/*
